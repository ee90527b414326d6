// 'Kapazitäten' (issue 21): per branch, the capacity rules (weekdays, time window, slot length, caps on
// orders, items, preparation minutes, optionally per category), rush mode and cut-offs, and a preview
// of one day's slots as customers and the frontdesk see them (full slots in red).
import { Card, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useOptions } from '../resources/resource-queries';
import { PreviewCard } from './PreviewCard';
import { RulesCard } from './RulesCard';
import { SettingsCard } from './SettingsCard';
import './capacity.css';

export default function CapacityPage() {
  const branches = useOptions('branches');
  const [branchId, setBranchId] = useState<string | undefined>();
  useEffect(() => {
    if (!branchId && branches.length > 0) setBranchId(branches[0]!.value);
  }, [branchId, branches]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={<h1 className="bo-page-title">Kapazitäten</h1>}>
        <Space wrap>
          <label htmlFor="capacity-branch">Filiale</label>
          <Select
            id="capacity-branch"
            style={{ width: 260 }}
            options={branches}
            value={branchId}
            onChange={setBranchId}
            placeholder="Filiale wählen"
          />
        </Space>
      </Card>
      {branchId && <RulesCard branchId={branchId} />}
      {branchId && <SettingsCard branchId={branchId} />}
      {branchId && <PreviewCard branchId={branchId} />}
    </Space>
  );
}
