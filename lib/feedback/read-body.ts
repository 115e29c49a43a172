// The contact route's body reader: the capped reader every route handler shares.
export { readBodyText } from '@/lib/http/read-body';
