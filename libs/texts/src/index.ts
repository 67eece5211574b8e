export { TEXTS, type TextKey, type TextParams } from './catalogue';
export { t, isTextKey } from './translate';
