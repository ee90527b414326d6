import {
  type AlternativeUnit,
  type Branch as DomainBranch,
  type DeliveryArea as DomainDeliveryArea,
  dec,
  type Product as DomainProduct,
  type UnitId,
  UNITS,
} from '@bestell/domain';
import { withPublicHolidays } from '@bestell/domain/public-holidays';
import type { Branch, DeliveryArea, Product } from '../catalog/index.js';

// Maps catalogue entities (decimal strings, schedule objects) onto the shapes domain/ takes.

const num = (value: string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : dec(value).toNumber();

export const isUnitId = (unit: string): unit is UnitId => Object.hasOwn(UNITS, unit);

export function toDomainArea(area: DeliveryArea): DomainDeliveryArea {
  return {
    area: area.area,
    price: area.price,
    tax: area.tax,
    free: area.free,
    minimumOrderValue: area.minimumOrderValue,
    freeFromOrderValue: area.freeFromOrderValue,
    zipCodes: area.zipCodes ?? [],
  };
}

export function toDomainBranch(branch: Branch): DomainBranch {
  return {
    ...branch,
    // 'holidays' rules get their dates here, so checkout validation closes on public holidays (issue 39).
    openingHours: withPublicHolidays(branch.openingHours ?? []),
    deliveryHours: withPublicHolidays(branch.deliveryHours ?? []),
    deliveryAreas: [...(branch.deliveryAreas ?? [])].sort((a, b) => a.position - b.position).map(toDomainArea),
  } as DomainBranch;
}

export function toDomainProduct(p: Product): DomainProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    type: p.type,
    price: p.price,
    calculationModel: p.calculationModel,
    unit: p.unit as UnitId,
    alternativeUnits: p.alternativeUnits
      .filter((a) => isUnitId(a.unit))
      .map((a): AlternativeUnit => ({
        unit: a.unit as UnitId,
        ratio: a.ratio,
        minimumQuantity: num(a.minimumQuantity),
        maximumQuantity: num(a.maximumQuantity),
        quantityStepSize: num(a.quantityStepSize),
        calculationModel: a.calculationModel ?? null,
      })),
    minimumQuantity: num(p.minimumQuantity),
    maximumQuantity: num(p.maximumQuantity),
    quantityStepSize: num(p.quantityStepSize),
    defaultQuantity: num(p.defaultQuantity),
    defaultUnit: (p.defaultUnit as UnitId | null) ?? null,
    isPriceHidden: p.isPriceHidden,
    isEnabled: p.isEnabled,
    isPublic: p.isPublic,
    isStepByStep: p.isStepByStep,
    isVisibleWhenUnavailable: p.isVisibleWhenUnavailable,
    schedule: p.schedule,
    tax: p.tax,
    takeawayTax: p.takeawayTax,
    dineInTax: p.dineInTax,
    config: p.config,
    isLeadTimeEnabled: p.isLeadTimeEnabled,
    leadTimeType: p.leadTimeType,
    leadTimeValue: p.leadTimeValue,
  };
}
