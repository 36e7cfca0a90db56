"""An app start-up: Python importing a good part of its standard library, hundreds of
small .py/.pyc files read from disk. Cold, this is what storage latency feels like."""
import argparse, asyncio, csv, decimal, email.mime.multipart, html.parser, http.client  # noqa: E401,F401
import json, logging.handlers, sqlite3, tarfile, unittest, urllib.request, uuid, xml.dom.minidom  # noqa: E401,F401
import zipfile, concurrent.futures, multiprocessing, ssl, pydoc, difflib, configparser  # noqa: E401,F401
