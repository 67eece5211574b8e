export { TEXTS, type TextKey, type TextParams } from './catalogue';
export { t, isTextKey, loadAllTexts, loadLandingTexts, loadLegalTexts } from './translate';
