// Live preview of a scene's zones while it is edited: the zones at their place and size, images from the
// library, texts, the menu board's items and prices (GET /api/signage/menu-board) and a sample pickup board.
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { SIGNAGE_TEXTS, type MenuBoardData, type SignageZone } from '@bestell/domain';
import { queryKeys } from '../../shared/api/query-keys';
import { bo } from '../core/api';
import { useResourceList } from '../resources/resource-queries';
import { zoneKindLabel } from './labels';

type Zone = Partial<SignageZone> & { kind?: SignageZone['kind'] };

function MenuPreview({ zone, branch }: { zone: Zone & { kind: 'menu-board' }; branch?: string }) {
  const categories = (zone.categories ?? []).map((c) => c?.id).filter(Boolean);
  const products = (zone.products ?? []).map((p) => p?.id).filter(Boolean);
  // The document requires the branch; without one the server refuses and the zone shows its label.
  const query = {
    branch: branch!,
    categories: categories.length ? categories.join(',') : undefined,
    products: products.length ? products.join(',') : undefined,
  };
  const data = useQuery({
    queryKey: queryKeys.signageMenuBoard(query),
    queryFn: (): Promise<MenuBoardData> => bo.get('/api/signage/menu-board', { query }),
    enabled: categories.length + products.length > 0,
    retry: false,
  });
  const items = (data.data?.categories ?? []).flatMap((c) => c.items).slice(0, 8);
  return (
    <div className="sgp-menu">
      {zone.title && <strong>{zone.title}</strong>}
      {items.map((item) => (
        <div key={item.productId} className={item.soldOut ? 'sgp-row sgp-soldout' : 'sgp-row'}>
          <span>{item.name}</span>
          <span>{item.soldOut ? SIGNAGE_TEXTS.soldOut : item.priceText}</span>
        </div>
      ))}
      {!items.length && <span>{zoneKindLabel('menu-board')}</span>}
    </div>
  );
}

function ZoneBody({ zone, images, branch }: { zone: Zone; images: Map<string, string>; branch?: string }) {
  switch (zone.kind) {
    case 'image': {
      const url = zone.image?.id ? images.get(zone.image.id) : undefined;
      return url ? <img src={url} alt="" className="sgp-img" /> : <span>{zoneKindLabel('image')}</span>;
    }
    case 'text':
      return (
        <span style={{ color: zone.color, fontSize: `${Math.max(8, (zone.fontSize ?? 5) * 2.4)}px` }}>
          {zone.text || zoneKindLabel('text')}
        </span>
      );
    case 'menu-board':
      return <MenuPreview zone={zone as Zone & { kind: 'menu-board' }} branch={branch} />;
    case 'pickup-board':
      return (
        <div className="sgp-pickup">
          <div>
            <strong>{SIGNAGE_TEXTS.preparing}</strong>
            <span>41 42</span>
          </div>
          <div className="sgp-ready">
            <strong>{SIGNAGE_TEXTS.ready}</strong>
            <span>38 39</span>
          </div>
        </div>
      );
    case 'web-page':
      return <span>{zone.url || zoneKindLabel('web-page')}</span>;
    default:
      return <span>{zoneKindLabel(zone.kind ?? '')}</span>;
  }
}

export function ScenePreview({
  zones,
  background,
  portrait,
  branch,
}: {
  zones: Zone[];
  background?: string;
  portrait: boolean;
  branch?: string;
}) {
  const list = useResourceList('images');
  const images = new Map((list.data ?? []).map((i) => [i.id, i.url]));
  return (
    <figure className="sgp" aria-label="Vorschau der Szene">
      <div
        className={portrait ? 'sgp-screen sgp-portrait' : 'sgp-screen'}
        style={{ background: background || '#1c1917' }}
        data-testid="scene-preview"
      >
        {zones.filter(Boolean).map((zone, index) => {
          const style: CSSProperties = {
            left: `${zone.x ?? 0}%`,
            top: `${zone.y ?? 0}%`,
            width: `${zone.width ?? 0}%`,
            height: `${zone.height ?? 0}%`,
            zIndex: zone.z ?? 0,
            background: zone.kind === 'text' ? zone.background : undefined,
          };
          return (
            <div
              key={zone.id ?? index}
              className="sgp-zone"
              style={style}
              title={zone.name || zoneKindLabel(zone.kind ?? '')}
            >
              <ZoneBody zone={zone} images={images} branch={branch} />
            </div>
          );
        })}
      </div>
      <figcaption>Vorschau</figcaption>
    </figure>
  );
}
