export { Outbox, type NewOutboxMessage, type OutboxMessage } from './outbox';
