export function run(cmd: string, args: string[], opts?: object): Promise<number>;
export function bin(name: string): string;
export function chromiumPath(): string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<import('@playwright/test').Browser>;
