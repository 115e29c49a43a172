export * from './schemas';
export { ContentError, shapeUserContent } from './shape';
