/* global window, document */
// The local checkout page's behaviour: switch card/UPI, submit the form to the gateway, show
// field errors beside their inputs, and tell the opener (checkout.js) the outcome.
(function () {
  'use strict';
  var config = JSON.parse(document.getElementById('checkout-config').textContent);
  var S = config.strings;

  function tell(message) {
    message.source = 'local-razorpay';
    if (window.parent !== window && config.openerOrigin) window.parent.postMessage(message, config.openerOrigin);
  }

  var closeButton = document.getElementById('close');
  function dismiss() {
    tell({ type: 'dismiss' });
  }
  closeButton.addEventListener('click', dismiss);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });

  var form = document.getElementById('pay-form');
  if (!form) {
    closeButton.focus();
    return;
  }
  var cardFields = document.getElementById('card-fields');
  var upiFields = document.getElementById('upi-fields');
  var payButton = document.getElementById('pay');
  var payLabel = payButton.textContent;
  var formError = document.getElementById('form-error');
  var result = document.getElementById('result');

  function method() {
    return form.querySelector('input[name="method"]:checked').value;
  }
  function showMethod() {
    var card = method() === 'card';
    cardFields.hidden = !card;
    upiFields.hidden = card;
    clearErrors();
  }
  form.querySelectorAll('input[name="method"]').forEach(function (radio) {
    radio.addEventListener('change', showMethod);
  });

  function clearErrors() {
    formError.textContent = '';
    form.querySelectorAll('.field-error').forEach(function (p) {
      p.textContent = '';
    });
    form.querySelectorAll('input[aria-invalid]').forEach(function (input) {
      input.removeAttribute('aria-invalid');
    });
  }

  function value(id) {
    return document.getElementById(id).value;
  }

  function showError(error) {
    var input = error.field && document.getElementById(error.field);
    if (input && input.tagName === 'INPUT' && input.type !== 'radio') {
      input.setAttribute('aria-invalid', 'true');
      document.getElementById('err-' + error.field).textContent = error.description;
      input.focus();
    } else {
      formError.textContent = error.description;
    }
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    result.textContent = '';
    var body = {
      key_id: config.keyId,
      order_id: config.orderId,
      method: method(),
      email: value('email'),
      contact: value('contact'),
      description: config.description,
      notes: config.notes,
    };
    if (body.method === 'card') {
      body.card_number = value('card_number');
      body.card_expiry = value('card_expiry');
      body.card_cvv = value('card_cvv');
      body.card_name = value('card_name');
    } else {
      body.vpa = value('vpa');
    }
    payButton.disabled = true;
    payButton.textContent = S.paying;
    fetch('/_local/checkout/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        return response.json().then(function (json) {
          return { ok: response.ok, json: json };
        });
      })
      .then(function (answer) {
        if (answer.ok) {
          result.textContent = S.paid;
          form.hidden = true;
          tell({ type: 'payment.success', response: answer.json });
          return;
        }
        var error = answer.json.error;
        payButton.disabled = false;
        payButton.textContent = payLabel;
        if (error.metadata && error.metadata.payment_id) {
          // A payment was attempted and failed: Razorpay keeps the dialog open for a retry.
          formError.textContent = S.failedTitle + ': ' + error.description + ' ' + S.retry;
          tell({ type: 'payment.failed', error: error });
        } else {
          showError(error);
        }
      })
      .catch(function (failure) {
        payButton.disabled = false;
        payButton.textContent = payLabel;
        formError.textContent = String(failure);
      });
  });

  function focusFirstField() {
    document.getElementById(method() === 'card' ? 'card_number' : 'vpa').focus();
  }
  showMethod();
  focusFirstField();
  // Framed, the page's own focus() does not stick until the opener focuses the frame: take it then.
  window.addEventListener('focus', function () {
    if (document.activeElement === document.body) focusFirstField();
  });
})();
