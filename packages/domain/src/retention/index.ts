export {
  DEFAULT_RETENTION,
  exportOpenUntil,
  RETENTION_FIELDS,
  RETENTION_GROUPS,
  RETENTION_MAX_MONTHS,
  RETENTION_TEXTS,
  type RetentionGroup,
  type RetentionPeriods,
  retentionPeriodsSchema,
  TERMINATION_EXPORT_DAYS,
  TERMINATION_TEXTS,
} from './retention.js';
