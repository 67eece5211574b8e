export { Hilfe } from './Hilfe';
