import { Form, Input } from 'antd';
import { IDENTIFIER_RULE, NAME_RULES } from '../../core/fields';
import { BlockListEditor } from '../block-form/BlockListEditor';

/** Name, identifier and the blocks of a reusable block (no references inside: the server refuses them). */
export function BlockFields() {
  return (
    <>
      <div className="bo-content-grid">
        <Form.Item name="name" label="Name" rules={NAME_RULES}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="identifier" label="Kennung" rules={[IDENTIFIER_RULE]} extra="z. B. kontakt-teaser">
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <BlockListEditor name={['blocks']} path={['blocks']} label="Blöcke" allowReferences={false} />
    </>
  );
}
