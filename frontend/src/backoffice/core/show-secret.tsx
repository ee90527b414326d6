import { Alert, Modal, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Shows a key the server returns only once (it keeps a hash), with a copy button. */
export function showSecretOnce(title: string, secret: string, extra?: ReactNode) {
  Modal.info({
    title,
    width: 560,
    content: (
      <Space direction="vertical">
        <Alert type="warning" showIcon title="Der Schlüssel wird nur jetzt angezeigt. Bitte notieren Sie ihn." />
        <Typography.Text copyable code>
          {secret}
        </Typography.Text>
        {extra}
      </Space>
    ),
  });
}
