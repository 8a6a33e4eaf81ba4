"""Takes full-page screenshots of built pages at phone and desktop width, light and dark.

Usage: screenshots.py SITE OUT PAGE...  (PAGE relative to SITE, e.g. models/User.html)
Writes OUT/<page-stem>-<width>-<scheme>.png for widths 375 and 1280: the create form's frame."""
import pathlib
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

WIDTHS = (375, 1280)
SCHEMES = ("light", "dark")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--hide-scrollbars", "--allow-file-access-from-files", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shoot(driver, url, width, scheme, target):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.get(url)
    # The page's own background stays out of the picture: what is outside the device's rounded
    # corners is transparent, not the page's (black, in dark mode) square behind them.
    driver.execute_cdp_cmd("Emulation.setDefaultBackgroundColorOverride", {"color": {"r": 0, "g": 0, "b": 0, "a": 0}})
    driver.execute_script("document.documentElement.style.background = document.body.style.background = 'transparent';"
                          "document.querySelector('main').style.background = 'transparent';")
    # The create form's frame, as the page shows it at this width: tall enough to hold it whole.
    frames = driver.find_elements(By.CSS_SELECTOR, "main > .form-frame[data-context=create], main > .form-frame") or \
        driver.find_elements(By.CSS_SELECTOR, "main .form-frame")
    frame = frames[0]
    height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": min(height, 8000), "deviceScaleFactor": 1, "mobile": width < 600})
    target.write_bytes(frame.screenshot_as_png)


def main():
    site, out, pages = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]), sys.argv[3:]
    driver = browser()
    try:
        for page in pages:
            for width in WIDTHS:
                for scheme in SCHEMES:
                    target = out / f"{pathlib.Path(page).stem.lower()}-{width}-{scheme}.png"
                    shoot(driver, (site / page).as_uri(), width, scheme, target)
                    print(target)
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
