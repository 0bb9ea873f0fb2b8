export function run(cmd: string, args: string[], opts?: object): Promise<number>;
export function bin(name: string): string;
export function chromiumPath(): string;
