// The end-to-end tests need Debian's Chromium; fail loudly instead of skipping.
import fs from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(
    `Chromium을 찾을 수 없습니다 (${path}). 브라우저 테스트에는 Debian의 chromium이 필요합니다:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
      '다른 위치라면 CHROMIUM_PATH 환경 변수로 지정하세요.',
  );
  process.exit(1);
}
