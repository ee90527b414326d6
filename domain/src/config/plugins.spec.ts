import { describe, expect, it } from '@jest/globals';
import { PLUGINS, pluginFlag } from './plugins.js';

// Spec section 3 "Config": the fifteen plugin flags.
describe('plugin flags', () => {
  it('lists the fifteen plugins of the spec and names their config keys', () => {
    expect(PLUGINS).toHaveLength(15);
    expect(pluginFlag('SMS')).toBe('enablePluginSMS');
    expect(PLUGINS.map(pluginFlag)).toContain('enablePluginOrderReviews');
  });
});
