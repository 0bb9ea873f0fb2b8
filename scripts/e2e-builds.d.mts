export const PRODUCTION_SPECS: string[];
export const DEMO_ONLY_FILE: string;
export interface E2eBuild {
  dir: string;
  port: number;
}
export function e2eBuilds(env?: Record<string, string | undefined>): { demo: E2eBuild; production: E2eBuild };
export function buildProblems(builds?: { demo: E2eBuild; production: E2eBuild }): string[];
