/**
 * What other modules may use of merchandise (decision 0130): a channel's catalogue, for the
 * prints order step (decision 0225).
 */
export { findChannelById, type Article, type ArticleOption, type Channel } from './channels.ts';
