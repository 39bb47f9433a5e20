export {
  DEFAULT_RETENTION,
  RETENTION_FIELDS,
  RETENTION_GROUPS,
  RETENTION_MAX_MONTHS,
  RETENTION_TEXTS,
  type RetentionGroup,
  type RetentionPeriods,
  retentionPeriodsSchema,
  TERMINATION_EXPORT_DAYS,
} from './retention.js';
