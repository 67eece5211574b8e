export { MeinKonto, type MeinKontoProps } from './MeinKonto';
