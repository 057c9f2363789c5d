/**
 * malaysia-calendar/model: the TypeBox schemas that declare every shape once: the data
 * files' records, the served records and answers, and the questions' parameters. The HTTP
 * API validates, serialises and documents with them.
 */
export * from './answers.js';
export * from './changelog.js';
export * from './common.js';
export * from './entitlements.js';
export * from './holiday.js';
export * from './language.js';
export * from './parameter.js';
export * from './parameters.js';
export * from './school.js';
export * from './state.js';
export * from './status-words.js';
export * from './holiday-type-words.js';
