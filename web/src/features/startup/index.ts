export { useStartupHealth, checkHealth, resetStartupHealth, type HealthStatus } from './health';
export { useVisitLog, resetVisitLog } from './useVisitLog';
export { StartupLoading, StartupUnavailable } from './screens';
