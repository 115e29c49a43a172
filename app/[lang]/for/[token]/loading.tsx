export { default } from '../../../(site)/for/[token]/loading';
