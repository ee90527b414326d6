// The site editor's fields (spec 3 "Site"): the typed site fields, the content fields of the chosen
// page type (domain site-types.ts, rendered by the generic ContentField) and the SEO fields.
import { SITE_TYPE_REGISTRY, VALIDATION } from '@bestell/domain';
import { Alert, Collapse, Form, Input, Select } from 'antd';
import { useContext } from 'react';
import { ServerErrorFields } from '../block-form/BlockListEditor';
import { ContentField } from '../block-form/ContentField';
import { ImagePicker } from '../../media/ImagePicker';
import { isSiteType, SITE_TYPE_OPTIONS } from './site-values';

const REQUIRED = [{ required: true, whitespace: true, message: VALIDATION.notBlank }];
const SEO_FIELDS = ['seoTitle', 'seoDescription', 'seoImage'];

function ContentFieldsOfType() {
  const type = Form.useWatch('type') as string | undefined;
  if (!type) return null;
  if (!isSiteType(type))
    return (
      <Alert
        type="warning"
        showIcon
        title={`Der Seitentyp „${type}“ ist unbekannt. Bitte wählen Sie einen der Typen oben.`}
      />
    );
  const def = SITE_TYPE_REGISTRY[type];
  const typed = def.fields.filter((field) => field.type !== 'blocks');
  const body = def.fields.filter((field) => field.type === 'blocks');
  return (
    <>
      {typed.length > 0 && (
        <fieldset className="bo-fieldset">
          <legend>{def.label}</legend>
          <div className="bo-content-grid">
            {typed.map((field) => (
              <ContentField
                key={field.name}
                def={field}
                name={['content', field.name]}
                path={['content', field.name]}
                context="Seite"
              />
            ))}
          </div>
        </fieldset>
      )}
      {body.map((field) => (
        <ContentField
          key={field.name}
          def={field}
          name={['content', field.name]}
          path={['content', field.name]}
          context="Seite"
        />
      ))}
    </>
  );
}

function SeoFields() {
  const errors = useContext(ServerErrorFields);
  // Open when a server error sits in it; forceRender keeps its fields registered while closed.
  const open = errors.some((field) => SEO_FIELDS.includes(field));
  return (
    <Collapse
      className="bo-site-seo"
      {...(open ? { activeKey: ['seo'] } : {})}
      items={[
        {
          key: 'seo',
          label: 'Suchmaschinen und Teilen (SEO)',
          forceRender: true,
          children: (
            <>
              <Form.Item name="seoTitle" label="SEO-Titel" extra="Ohne Angabe: Titel, sonst Name der Seite">
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item name="seoDescription" label="SEO-Beschreibung" extra="Ohne Angabe: Beschreibung">
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
              </Form.Item>
              <Form.Item name="seoImage" label="SEO-Bild" extra="Vorschaubild beim Teilen (Open Graph)">
                <ImagePicker label="SEO-Bild" />
              </Form.Item>
            </>
          ),
        },
      ]}
    />
  );
}

export function SiteFields() {
  return (
    <>
      <div className="bo-content-grid">
        <Form.Item name="name" label="Name" rules={REQUIRED}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="type" label="Typ" rules={[{ required: true, message: VALIDATION.notBlank }]}>
          <Select options={SITE_TYPE_OPTIONS} aria-label="Typ" />
        </Form.Item>
        <Form.Item name="path" label="Pfad" rules={REQUIRED} extra="Adresse im Shop, z. B. rezepte/apfelstrudel">
          <Input prefix="/" maxLength={300} />
        </Form.Item>
        <Form.Item name="title" label="Titel" extra="Überschrift und Seitentitel; ohne Angabe der Name">
          <Input maxLength={200} />
        </Form.Item>
      </div>
      <Form.Item name="description" label="Beschreibung">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
      </Form.Item>
      <ContentFieldsOfType />
      <SeoFields />
    </>
  );
}
