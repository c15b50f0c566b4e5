export function haproxyConfig(options: { bind: string; servers: { name: string; address: string }[]; header?: string; dockerDns?: boolean }): string;
export function composeHaproxyConfig(): string;
