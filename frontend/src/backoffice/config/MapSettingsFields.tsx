// The map plugin's settings (spec 3 mapStyle, mapboxZoom/Pitch/Bearing; issue 40 item 8), shown under the
// plugin switches; the server checks the same rule (domain isMapStyle).
import { BRANCH_MAP, DEFAULT_MAP_STYLE, isMapStyle, MAP_STYLE_MAX } from '@bestell/domain';
import { Col, Form, Input, InputNumber, Row } from 'antd';

const STYLE_RULE = {
  validator: (_: unknown, value: unknown) =>
    typeof value !== 'string' || isMapStyle(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error('Bitte eine vollständige Stil-URL angeben (https://… oder mapbox://styles/…).')),
};

const NUMBERS = [
  ['mapboxZoom', 'Zoomstufe', 0, 24, BRANCH_MAP.zoom],
  ['mapboxPitch', 'Neigung (Grad)', 0, 85, BRANCH_MAP.pitch],
  ['mapboxBearing', 'Drehung (Grad)', -180, 180, BRANCH_MAP.bearing],
] as const;

export function MapSettingsFields() {
  return (
    <fieldset className="bo-fieldset">
      <legend>Karte der Filialen</legend>
      <Form.Item
        name="mapStyle"
        label="Kartenstil (URL)"
        rules={[STYLE_RULE]}
        extra={`Leer: schlichte Karte ohne Kartenbild (${DEFAULT_MAP_STYLE}). Sonst die URL eines MapLibre-Stils (style.json) oder mapbox://styles/… mit ?access_token=… Ihres Mapbox-Kontos.`}
      >
        <Input maxLength={MAP_STYLE_MAX} placeholder="https://…/style.json" />
      </Form.Item>
      <Row gutter={16}>
        {NUMBERS.map(([name, label, min, max, standard]) => (
          <Col key={name} xs={24} sm={8}>
            <Form.Item name={name} label={label} extra={`Standard ${standard}`}>
              <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </fieldset>
  );
}
