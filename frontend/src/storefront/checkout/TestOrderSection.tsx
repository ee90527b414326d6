import { TEST_ORDER_TEXTS } from '@bestell/domain';
import { Checkbox } from '../../shared/shop-ui/fields';

/**
 * Test orders for staff in the checkout (issue 37 item 4): on a branch that is not public yet every order
 * of a signed-in staff member is one (a notice says so); on a public branch the 'Testbestellung' switch
 * asks for one. The server decides who is staff; customers never see this section.
 */
export function TestOrderSection({
  isPublic,
  checked,
  onChange,
}: {
  isPublic: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <section className="sf-co-section sf-co-test" aria-label={TEST_ORDER_TEXTS.switchLabel}>
      {isPublic ? (
        <div className="sf-co-check">
          <Checkbox
            id="co-isTest"
            role="switch"
            aria-checked={checked}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
          >
            <strong>{TEST_ORDER_TEXTS.switchLabel}</strong> {TEST_ORDER_TEXTS.switchHelp}
          </Checkbox>
        </div>
      ) : (
        <p className="sf-co-test__note" role="note">
          <strong>{TEST_ORDER_TEXTS.marker}</strong> {TEST_ORDER_TEXTS.privateBranch}
        </p>
      )}
    </section>
  );
}
