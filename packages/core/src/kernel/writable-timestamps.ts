import type { FieldType } from './fields.js';

/**
 * created_at and updated_at as parameters, for the resources whose spec lets
 * clients set them (backfills, imports). The engine stores them when given.
 */
export const WRITABLE_TIMESTAMPS: Record<string, { type: FieldType; description: string }> = {
  created_at: { type: 'time', description: 'When the record was created (default: now)' },
  updated_at: { type: 'time', description: 'When the record last changed (default: created_at)' },
};
