/**
 * The WhatsApp context's public surface (docs/architecture.md, Boundaries): its module and the queue the worker
 * processes start (docs/adr/0151-whatsapp-channel.md).
 */
export { WhatsAppModule } from './whatsapp.module.js';
export { WhatsAppQueue } from './infrastructure/whatsapp-queue.js';
