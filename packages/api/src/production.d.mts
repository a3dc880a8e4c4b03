export interface ProductionProblem {
  /** The environment variable to set or change. */
  variable: string;
  fr: string;
  en: string;
}
export declare const DEV_CONTACT_TOKEN: string;
export declare function isProduction(env: Record<string, string | undefined>): boolean;
export declare const APP_ENVS: readonly string[];
export declare function appEnvProblem(env: Record<string, string | undefined>): ProductionProblem | null;
export declare function productionProblems(env: Record<string, string | undefined>): ProductionProblem[];
export declare function formatProblems(problems: ProductionProblem[]): string;
