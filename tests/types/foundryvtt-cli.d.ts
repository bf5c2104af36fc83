// The two functions of the official Foundry CLI our tests call.
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(
    src: string,
    dest: string,
    options?: { recursive?: boolean; log?: boolean },
  ): Promise<void>;
  export function extractPack(src: string, dest: string, options?: { log?: boolean }): Promise<void>;
}
