export { useStartupHealth, checkHealth, type HealthStatus } from './health';
export { useVisitLog } from './useVisitLog';
export { StartupLoading, StartupUnavailable } from './screens';
