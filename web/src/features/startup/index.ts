export { useStartupHealth, checkHealth, resetStartupHealth, type HealthStatus } from './health';
export { markVisitLogged, useVisitLog, resetVisitLog } from './useVisitLog';
export { StartupLoading, StartupUnavailable } from './screens';
