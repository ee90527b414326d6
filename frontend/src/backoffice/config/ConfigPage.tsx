import { App, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Spin, Tabs } from 'antd';
import { useEffect } from 'react';
import { renderMarkdown } from '../../shared/ui/sanitize';
import { COLOR_RULE, ColorField } from '../media/ColorField';
import { FontSelect } from '../media/FontSelect';
import { ImagePicker } from '../media/ImagePicker';
import { ThemePreview, type ThemeValues } from './ThemePreview';
import { MapSettingsFields } from './MapSettingsFields';
import type { ApiBody } from '../../shared/api/typed';
import { bo } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../shared/api/query-keys';
import { configQuery } from './config-queries';
import { invalidateRemotes } from '../../shared/api/remote';

/** What POST /api/config takes (every key optional); the form edits these keys, each list below is checked. */
type ConfigBody = ApiBody<'/api/config', 'post'>;
type Key = keyof ConfigBody & string;
type Values = ConfigBody;
/** A legal page's key whose Markdown text is `${key}Text`. */
type LegalKey = { [K in Key]: `${K}Text` extends Key ? K : never }[Key];

const TEXT_KEYS: [Key, string][] = [
  ['shopName', 'Shop-Name'],
  ['title', 'Titel'],
  ['seoTitle', 'SEO-Titel'],
  ['businessName', 'Firmenname'],
  ['website', 'Website'],
  ['facebookUrl', 'Facebook-Seite (URL)'],
  ['instagramUrl', 'Instagram-Profil (URL)'],
  ['currency', 'Währung'],
  ['timezone', 'Zeitzone'],
  ['facebookPixelId', 'Facebook-Pixel-ID'],
  ['googleTagManagerId', 'Google-Tag-Manager-ID'],
];
/** Optional links (social networks): empty, or a full URL as the server requires. */
const URL_KEYS = new Set<Key>(['facebookUrl', 'instagramUrl']);
const URL_RULE = { type: 'url' as const, message: 'Bitte eine vollständige URL angeben (https://…).' };
// Issue 39 item 4: only settings some code reads are offered. Not shown although the API keeps them:
// labelGrid*, the shop-wide payment switches (enableCash ... enableDatatrans; payment
// methods are per branch), disableTickets and the plugins Search, Tags, CategoryBar, ATMCard,
// HydroAGVoucher, Mollie, Datatrans and Frontdesk.
const NUMBER_KEYS: [Key, string][] = [['missedOrderMinutes', 'Bestellung gilt als verpasst nach (Minuten)']];
/** The plugin switches the shop acts on, each with a German name and one line of help. */
const PLUGIN_SWITCHES: { key: Key; label: string; help: string }[] = [
  {
    key: 'enablePluginPWA',
    label: 'Shop als App installierbar',
    help: 'Kunden können den Shop auf dem Handy wie eine App auf den Startbildschirm legen.',
  },
  {
    key: 'enablePluginToolbar',
    label: 'Leiste mit Filiale und Öffnungszeit',
    help: 'Oben im Shop steht, welche Filiale gewählt ist und ob sie gerade geöffnet hat.',
  },
  {
    key: 'enablePluginHomePage',
    label: 'Startseite statt Filialliste',
    help: 'Der Shop beginnt mit einer Startseite; ausgeschaltet mit der Liste der Filialen.',
  },
  {
    key: 'enablePluginMapbox',
    label: 'Karte der Filialen und Partner',
    help: 'Startseite und Karten-Blöcke zeigen eine Karte mit Markern, sobald der Besucher Cookies zustimmt.',
  },
  {
    key: 'enablePluginSMS',
    label: 'SMS-Hinweis an der Kasse',
    help: 'Unter der Telefonnummer steht „Wir informieren Sie per SMS.“',
  },
  {
    key: 'enablePluginDonations',
    label: 'Spenden beim Bestellen',
    help: 'Kunden können an der Kasse einen Betrag für einen Spendenempfänger (Katalog) dazugeben.',
  },
  {
    key: 'enablePluginOrderReviews',
    label: 'Bewertung nach der Bestellung',
    help: 'Die Statusseite bittet nach der fertigen Bestellung um eine Bewertung.',
  },
];
const LEGAL: [LegalKey, string][] = [
  ['termsAndConditions', 'AGB'],
  ['privacyPolicy', 'Datenschutzerklärung'],
  ['imprint', 'Impressum'],
  ['allergens', 'Allergene'],
];

const MEDIA_KEYS = new Set<string>(['logo', 'favicon'] satisfies Key[]);
const RADIUS_RULE = { pattern: /^\d*\.?\d+(rem|px|em)$/, message: 'Radius wie .25rem, 8px oder 0px angeben.' };

/** Colours, font, corner radius, logo and favicon beside a live preview of the storefront. */
function DesignTab() {
  const form = Form.useFormInstance<Values>();
  const values: ThemeValues = {
    shopName: Form.useWatch('shopName', form) as string | undefined,
    themePrimaryColor: Form.useWatch('themePrimaryColor', form) as string | undefined,
    themeSecondaryColor: Form.useWatch('themeSecondaryColor', form) as string | undefined,
    font: Form.useWatch('font', form) as string | undefined,
    borderRadius: Form.useWatch('borderRadius', form) as string | undefined,
    logo: Form.useWatch('logo', form) as ThemeValues['logo'],
  };
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={12}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="themePrimaryColor" label="Primärfarbe" rules={[COLOR_RULE]}>
              <ColorField />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="themeSecondaryColor" label="Sekundärfarbe" rules={[COLOR_RULE]}>
              <ColorField />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="font" label="Schriftart">
              <FontSelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="borderRadius" label="Eckenradius" rules={[RADIUS_RULE]} extra="z. B. .25rem, 8px oder 0px">
              <Input style={{ width: 140 }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="logo" label="Logo" extra="Erscheint im Kopf des Shops; daraus entstehen auch die App-Symbole.">
          <ImagePicker label="Logo" fit="contain" />
        </Form.Item>
        <Form.Item name="favicon" label="Favicon" extra="Quadratisch, mindestens 512 × 512 Pixel.">
          <ImagePicker label="Favicon" fit="contain" />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <ThemePreview values={values} />
      </Col>
    </Row>
  );
}

function MarkdownField({ name, label }: { name: Key; label: string }) {
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Form.Item name={name} label={`${label} (Markdown)`}>
          <Input.TextArea rows={14} />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item noStyle shouldUpdate={(a, b) => a[name] !== b[name]}>
          {({ getFieldValue }) => (
            <section className="bo-markdown-preview" aria-label={`Vorschau ${label}`}>
              {/* Sanitised: scripts, handlers and unsafe URLs are removed before rendering. */}
              <div dangerouslySetInnerHTML={{ __html: renderMarkdown(getFieldValue(name) as string) }} />
            </section>
          )}
        </Form.Item>
      </Col>
    </Row>
  );
}

/** GET/POST /api/config: every key of spec 3 "Config", plugin flags, legal texts with preview. */
export function ConfigPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const config = useQuery(configQuery());
  // The answer is the saved config; the storefront's init (theme, texts) holds it too.
  const saveConfig = useMutation({
    mutationFn: (body: Values) => bo.post('/api/config', { body }),
    onSuccess: (saved) => {
      client.setQueryData(queryKeys.config, saved);
      invalidateRemotes('init');
      invalidateRemotes('config/');
    },
  });
  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [config.data, form]);

  const save = async (values: Values) => {
    // Only keys the form knows are sent; logo and favicon may be cleared (null), lists stay as they are.
    const body = Object.fromEntries(
      Object.entries(values).filter(([k, v]) => v !== undefined && (v !== null || MEDIA_KEYS.has(k))),
    ) as Values;
    try {
      await saveConfig.mutateAsync(body);
      message.success('Konfiguration gespeichert');
    } catch (error) {
      message.error(resourceErrorMessage('config', 'update', error));
    }
  };

  const title = <h1 className="bo-page-title">Konfiguration</h1>;
  if (config.error)
    return (
      <Card title={title}>
        <LoadError
          message={resourceErrorMessage('config', 'loadItem', config.error)}
          onRetry={() => void config.refetch()}
        />
      </Card>
    );
  if (config.isPending) return <Spin />;
  return (
    <Card title={title}>
      <Form form={form} layout="vertical" onFinish={save}>
        <Tabs
          items={[
            {
              key: 'general',
              label: 'Allgemein',
              forceRender: true,
              children: (
                <>
                  <Row gutter={16}>
                    {TEXT_KEYS.map(([key, label]) => (
                      <Col key={key} xs={24} md={12} xl={8}>
                        <Form.Item name={key} label={label} rules={URL_KEYS.has(key) ? [URL_RULE] : undefined}>
                          <Input type={URL_KEYS.has(key) ? 'url' : undefined} />
                        </Form.Item>
                      </Col>
                    ))}
                    <Col xs={24} md={12} xl={8}>
                      <Form.Item name="defaultDeliveryMethod" label="Standard-Bestellart">
                        <Select
                          options={[
                            { value: 'takeaway', label: 'Abholung' },
                            { value: 'delivery', label: 'Lieferung' },
                            { value: 'dineIn', label: 'Vor Ort' },
                          ]}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                  <Form.Item name="description" label="Beschreibung">
                    <Input.TextArea rows={2} />
                  </Form.Item>
                  <Form.Item name="seoDescription" label="SEO-Beschreibung">
                    <Input.TextArea rows={2} />
                  </Form.Item>
                  <Row gutter={16}>
                    {NUMBER_KEYS.map(([key, label]) => (
                      <Col key={key} xs={24} md={12} xl={6}>
                        <Form.Item name={key} label={label}>
                          <InputNumber style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                </>
              ),
            },
            { key: 'design', label: 'Design', forceRender: true, children: <DesignTab /> },
            {
              key: 'plugins',
              label: 'Zusatzfunktionen',
              forceRender: true,
              children: (
                <>
                  <p className="bo-muted">Zahlungsarten stellen Sie je Filiale ein (Filialen → Zahlungsarten).</p>
                  {PLUGIN_SWITCHES.map(({ key, label, help }) => (
                    <Form.Item key={key} name={key} valuePropName="checked" extra={help}>
                      <Checkbox>{label}</Checkbox>
                    </Form.Item>
                  ))}
                  <MapSettingsFields />
                </>
              ),
            },
            ...LEGAL.map(([key, label]) => ({
              key,
              label,
              forceRender: true,
              children: (
                <>
                  <Form.Item name={key} label={`${label}: externe Adresse (optional)`}>
                    <Input type="url" />
                  </Form.Item>
                  <MarkdownField name={`${key}Text`} label={label} />
                </>
              ),
            })),
          ]}
        />
        <Button type="primary" htmlType="submit" loading={saveConfig.isPending}>
          Speichern
        </Button>
      </Form>
    </Card>
  );
}
