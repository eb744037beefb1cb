import { beforeEach, inject } from 'vitest';
import { tail } from '../../realshop/shop.mjs';

// A failing journey shows what the shop said meanwhile: PHP's server, WordPress's debug log, MariaDB.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    const { logs } = inject('realshop');
    console.error(`The real shop's logs:\n${[logs.php, logs.debug, logs.mariadb].map((file) => tail(file, 60)).join('\n')}`);
  });
});
