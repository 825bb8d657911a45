// The pages (HelpLayout, HelpTopicPage) are not exported here on purpose: helpRoutes loads them lazily.
export { helpRoutes, HELP_ROUTE_PATH } from './routes';
export type { HelpRouteOptions } from './routes';
export { registerHelpResources, HELP_NS } from './resources';
export { HELP_TOPICS, HELP_GROUPS, DEPOSIT_TOPIC_KEY, DEFAULT_HELP_TOPIC_KEY, visibleHelpTopics } from './topics';
export type { HelpGroup, HelpTopic, HelpTopicOptions, HelpTopicSource } from './topics';
