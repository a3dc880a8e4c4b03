// Shared UI pieces of every page (props kept stable: other features build on them).
export { ArticleCard } from './ArticleCard';
export { Breadcrumb, type Crumb } from './Breadcrumb';
export { CardImage } from './CardImage';
export { EmptyState } from './EmptyState';
export { EpisodeCard, type EpisodeCardProps } from './EpisodeCard';
export { Icon } from './Icon';
export { Pager, type PagerProps } from './Pager';
export { Section, type SectionProps } from './Section';
export { ShowCard } from './ShowCard';
