// Products CSV import and export (issue 39 item 2): pure parsing, checking and writing; no IO.
export * from './csv.js';
export * from './options-text.js';
export * from './product-csv.js';
