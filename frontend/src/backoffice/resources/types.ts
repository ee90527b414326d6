import type { ResourceKey } from '@bestell/domain';
import type { TableColumnsType } from 'antd';
import type { ComponentType } from 'react';

export type FormValues = Record<string, unknown>;

/** One back-office resource (refine "finefoods" style): list columns, form fields and mapping. */
export interface ResourceConfig<T extends { id: string } = { id: string } & Record<string, unknown>> {
  /** Key of the spec 8 message catalogue, also the API path segment. */
  key: ResourceKey;
  title: string;
  singular: string;
  adminOnly?: boolean;
  columns: TableColumnsType<T>;
  /** Text the list search matches against. */
  searchText?: (item: T) => string;
  Fields: ComponentType<{ isNew: boolean; id?: string }>;
  initial?: FormValues;
  toForm?: (item: T) => FormValues;
  toBody?: (values: FormValues, isNew: boolean) => FormValues;
  /** Shown below the form of a saved item (e.g. a branch's tables and frontdesk key). */
  Extra?: ComponentType<{ item: T }>;
  /** Buttons beside 'Neu' on the list page (e.g. the products' CSV import and export). */
  ListActions?: ComponentType;
  /** Buttons beside 'Speichern' of a saved item (e.g. 'Duplizieren'). */
  EditActions?: ComponentType<{ item: T }>;
  /** Called with the create response (e.g. the branch's apiKey, shown once). */
  onCreated?: (created: T & Record<string, unknown>) => void;
}
