/** The newsletter lists of the mailing proxy. */
import { mailingApi, orFallback } from '@/lib/api/server';

export const getNewsletterLists = () => orFallback(mailingApi({ revalidate: 600 }).newsletterLists(), []);
