/* global window, document */
// The local stand-in for https://checkout.razorpay.com/v1/checkout.js: the same browser API
// (`new Razorpay(options)`, `.open()`, `.on('payment.failed', cb)`, `.close()`), opening the local
// checkout page in a modal dialog. Served by local-razorpay at /v1/checkout.js and /checkout.js.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL(script && script.src ? script.src : '/checkout.js', window.location.href);
  var checkoutOrigin = base.origin;

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.pageUrl = function () {
    var o = this.options;
    var prefill = o.prefill || {};
    var url = new URL('/checkout', checkoutOrigin);
    var params = {
      key: o.key,
      order_id: o.order_id || '',
      name: o.name || '',
      description: o.description || '',
      prefill_name: prefill.name || '',
      prefill_email: prefill.email || '',
      prefill_contact: prefill.contact || '',
      color: (o.theme && o.theme.color) || '',
      notes: JSON.stringify(o.notes || {}),
      origin: window.location.origin,
    };
    Object.keys(params).forEach(function (key) {
      url.searchParams.set(key, params[key]);
    });
    return url.toString();
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', this.options.name || 'Checkout');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = this.pageUrl();
    frame.setAttribute('allow', 'payment');
    frame.style.cssText = 'width:min(420px,100vw);height:min(700px,100vh);border:0;background:#fff;border-radius:8px';
    overlay.appendChild(frame);

    this.returnFocus = document.activeElement;
    this.bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    this.onMessage = (event) => {
      var data = event.data;
      if (event.origin !== checkoutOrigin || event.source !== frame.contentWindow || !data || data.source !== 'local-razorpay') return;
      if (data.type === 'payment.success') this.succeed(data.response);
      else if (data.type === 'payment.failed') this.fail(data.error);
      else if (data.type === 'dismiss') this.dismiss();
    };
    this.onKey = (event) => {
      if (event.key === 'Escape') this.dismiss();
    };
    // Keeps keyboard focus inside the dialog: Tab from the last field would reach the page behind.
    this.onFocus = function (event) {
      if (!overlay.contains(event.target)) frame.focus();
    };
    window.addEventListener('message', this.onMessage);
    document.addEventListener('keydown', this.onKey);
    document.addEventListener('focusin', this.onFocus);
    frame.addEventListener('load', function () {
      frame.focus();
    });
    document.body.appendChild(overlay);
    this.overlay = overlay;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    this.overlay.remove();
    this.overlay = null;
    window.removeEventListener('message', this.onMessage);
    document.removeEventListener('keydown', this.onKey);
    document.removeEventListener('focusin', this.onFocus);
    document.body.style.overflow = this.bodyOverflow;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  // With callback_url Razorpay posts the outcome to it as a form (a top-level navigation).
  Razorpay.prototype.postTo = function (fields) {
    var form = document.createElement('form');
    form.method = 'POST';
    form.action = this.options.callback_url;
    Object.keys(fields).forEach(function (name) {
      var input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = fields[name];
      form.appendChild(input);
    });
    document.body.appendChild(form);
    form.submit();
  };

  Razorpay.prototype.succeed = function (response) {
    this.close();
    if (this.options.callback_url) return this.postTo(response);
    if (typeof this.options.handler === 'function') this.options.handler(response);
  };

  Razorpay.prototype.fail = function (error) {
    // The dialog stays open for another try, as Razorpay's does.
    this.emit('payment.failed', { error: error });
    if (this.options.callback_url && this.options.redirect) {
      var fields = {};
      ['code', 'description', 'source', 'step', 'reason'].forEach(function (key) {
        fields['error[' + key + ']'] = error[key];
      });
      fields['error[metadata]'] = JSON.stringify(error.metadata || {});
      this.close();
      this.postTo(fields);
    }
  };

  window.Razorpay = Razorpay;
})();
