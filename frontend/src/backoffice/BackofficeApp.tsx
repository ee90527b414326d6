import { Card, Result } from 'antd';
import { useEffect } from 'react';

/** Placeholder of the back-office tree (/backend/*): its screens arrive with the Backoffice issue. */
export function BackofficeApp() {
  useEffect(() => {
    document.title = 'Anmelden - Backoffice';
  }, []);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16, background: '#f5f5f4' }}>
      <Card style={{ maxWidth: 420, width: '100%' }}>
        <Result
          status="info"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>Backoffice</h1>}
          subTitle="Die Anmeldung und das Backoffice werden im Backoffice-Issue gebaut."
        />
      </Card>
    </main>
  );
}
