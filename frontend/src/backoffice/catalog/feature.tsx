// The catalogue (group 'Katalog'): organisations, branches, product catalogues, categories, products,
// tags and donatees, each a generic resource whose editors load with its first visit.
import { resourceFeature } from '../resources/resource-feature';

const GROUP = 'Katalog';

export const catalogFeature = resourceFeature([
  {
    key: 'divisions',
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
    title: 'Produktkataloge',
    group: GROUP,
    load: async () => (await import('../menus/menu-config')).menuConfig,
  },
  {
    key: 'categories',
    title: 'Kategorien',
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).categoryConfig,
  },
  {
    key: 'products',
    title: 'Produkte',
    group: GROUP,
    load: async () => (await import('../products/product-config')).productConfig,
  },
  { key: 'tags', title: 'Tags', group: GROUP, load: async () => (await import('../simple/simple-configs')).tagConfig },
  {
    key: 'donatees',
    title: 'Spendenempfänger',
    group: GROUP,
    load: async () => (await import('../simple/simple-configs')).donateeConfig,
  },
]);
