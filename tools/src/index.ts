export { domainGenerator, domainNamen, type DomainSchema } from './generators/domain/generator';
