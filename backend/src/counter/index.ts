// Public surface of counter/: other folders import only what is exported here (backend/README.md).
export { Customer, CustomerOrder, CustomerSync } from './customers/customer.entity.js';
export { CustomersService } from './customers/customers.service.js';
export { CounterModule } from './counter.module.js';
