import { ColumnOptions } from 'typeorm';

// Money and quantities live in numeric columns; pg hands them over as strings, which we keep (no floats).
export const money = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'numeric',
  precision: 10,
  scale: 2,
  ...options,
});
export const rate = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'numeric',
  precision: 5,
  scale: 2,
  ...options,
});
export const quantity = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'numeric',
  precision: 12,
  scale: 3,
  ...options,
});
export const coordinate = (options: ColumnOptions = {}): ColumnOptions => ({
  type: 'numeric',
  precision: 10,
  scale: 7,
  nullable: true,
  ...options,
});
