/** The look of the server pop-ups inside the dialog (forms, messages, lightbox, quick view). */
export const POPUP_CSS = `
.sw-dialog .rehub-popup-title{margin:0 2.5rem 1rem 0;font-size:1.3rem}
.sw-dialog .re-form-group{display:flex;flex-direction:column;gap:.25rem;margin:0 0 .75rem}
.sw-dialog .re-form-input{padding:.55rem;font:inherit;border:1px solid #8a9486;border-radius:4px}
.sw-dialog .re-form-input[aria-invalid=true]{border-color:#b71c1c;box-shadow:0 0 0 1px #b71c1c}
.sw-dialog .rehub-errors:empty{display:none}
.sw-dialog .rehub-errors{margin:0 0 .75rem;padding:.6rem .75rem;border-radius:4px;background:#fdecea;color:#8e1b1b}
.sw-dialog .rehub-errors--success{background:#e8f5e9;color:#1b5e20}
.sw-dialog .rehub_main_btn{width:100%;padding:.7rem;border:0;border-radius:6px;background:#2e7d32;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.sw-dialog .rehub_main_btn[disabled]{opacity:.6;cursor:progress}
.sw-dialog .registration-complete form .re-form-group{opacity:.6}
.sw-dialog .rh-ca-login{background:#fff8e1;border:1px solid #ffe082;border-radius:6px;padding:.5rem .75rem;margin:0 0 1rem}
.sw-lightbox-frame{display:grid;place-items:center;max-width:100%;overflow:auto;background:#111}
.sw-lightbox-frame img{max-width:100%;max-height:70vh;display:block}
.sw-lightbox-frame iframe{border:0;max-width:100%;display:block;background:#fff}
.sw-lightbox-frame .sw-lightbox-inline{background:#fff;width:100%;height:100%;overflow:auto;padding:1rem}
.sw-lightbox-nav{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem 1rem;margin-top:.75rem}
.sw-lightbox-nav span{white-space:nowrap}
@media (max-width:480px){.sw-lightbox-nav span{order:-1;flex-basis:100%;text-align:center}}
.sw-lightbox-nav button,.sw-coupon button,.sw-coupon a.sw-coupon-dest{padding:.5rem .9rem;border-radius:6px;border:1px solid #2e7d32;background:#fff;color:#1b5e20;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.sw-coupon{display:flex;flex-direction:column;gap:.75rem;align-items:flex-start}
.sw-coupon-code{font-size:1.6rem;font-weight:800;letter-spacing:.08em;padding:.5rem 1rem;border:2px dashed #2e7d32;border-radius:6px;background:#f1f8f1;user-select:all}
.sw-coupon-actions{display:flex;gap:.5rem;flex-wrap:wrap}
.sw-coupon button.sw-coupon-copy{background:#2e7d32;color:#fff}
.sw-quick-view .rh-quick-view{display:grid;grid-template-columns:minmax(0,200px) 1fr;gap:1rem}
@media (max-width:560px){.sw-quick-view .rh-quick-view{grid-template-columns:minmax(0,1fr)}}
`;
