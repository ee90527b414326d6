// The catalogue (group 'Katalog'): organisations, branches, product catalogues, categories, products,
// tags and donatees, each a generic resource whose editors load with its first visit. Employees change
// only branches here (the API's access); the rest is not in their menu.
import { resourceFeature } from '../resources/resource-feature';

const GROUP = 'Katalog';

export const catalogFeature = resourceFeature([
  {
    key: 'divisions',
    readOnlyForStaff: true,
    title: 'Organisationen',
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).divisionConfig,
  },
  {
    key: 'branches',
    title: 'Filialen',
    group: GROUP,
    load: async () => (await import('../branches/branch-config')).branchConfig,
  },
  {
    key: 'menus',
    readOnlyForStaff: true,
    title: 'Produktkataloge',
    group: GROUP,
    load: async () => (await import('../menus/menu-config')).menuConfig,
  },
  {
    key: 'categories',
    readOnlyForStaff: true,
    title: 'Kategorien',
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).categoryConfig,
  },
  {
    key: 'products',
    readOnlyForStaff: true,
    title: 'Produkte',
    group: GROUP,
    load: async () => (await import('../products/product-config')).productConfig,
  },
  {
    key: 'tags',
    title: 'Tags',
    readOnlyForStaff: true,
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).tagConfig,
  },
  {
    key: 'donatees',
    readOnlyForStaff: true,
    title: 'Spendenempfänger',
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).donateeConfig,
  },
]);
