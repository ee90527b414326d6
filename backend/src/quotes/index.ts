// Public surface of quotes/: other folders import only what is exported here (backend/README.md).
export { Quote } from './quote.entity.js';
export { QuotesModule } from './quotes.module.js';
