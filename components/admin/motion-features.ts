// The animation features the list editor needs (layout, drag), loaded apart from the editor's
// own chunk so the form is usable before they arrive.
export { domMax as default } from 'framer-motion';
