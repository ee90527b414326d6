// Its own module: antd's Input stays out of the chunk every back-office screen loads (GERMAN_ICONS).
import { Input } from 'antd';
import type { ComponentProps } from 'react';
import { ClearIcon } from './german-icons';

/**
 * The lists' live filter: antd's Input.Search with a German-named clear button (an Input's clear icon
 * cannot be set for all inputs without switching clearing on everywhere).
 */
export function SearchInput(props: ComponentProps<typeof Input.Search>) {
  return <Input.Search allowClear={{ clearIcon: <ClearIcon label="Suche leeren" /> }} {...props} />;
}
